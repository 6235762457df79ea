/**
 * spayd 3.0.4 ships types its package.json "exports" do not point to (TypeScript cannot find them
 * under the bundler/NodeNext resolutions): the part bank-transfer.ts uses, as the package declares it.
 */
declare module 'spayd' {
  interface PaymentDescription {
    /** IBAN, optionally `+BIC`. */
    acc: string;
    /** "500.00". */
    am: string;
    cc?: string;
    msg?: string;
    xvs?: string;
    xss?: string;
    xks?: string;
  }
  export default function spayd(paymentDescription: PaymentDescription): string;
}
