import {
  additionalServiceSchema,
  createPrivateRequestSchema,
  createReviewSchema,
  ENGAGEMENT_ERRORS,
  orderPackageSchema,
  packageSchema,
  priceOptionSchema,
} from '@zaber/shared/packages/schema';
import { CLIENT_CONTACT_DATA_ERRORS, CONTACT_DATA_ERRORS } from '@zaber/shared/platform/validation/contact-data';
import { REQUIRED } from '@zaber/shared/platform/validation/messages';

const firstErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('package inputs', () => {
  const pkg = {
    title: 'Svatební den',
    categorySlug: 'svatebni-fotograf',
    municipalityId: null,
    description: 'Celý svatební den od přípravy nevěsty po první tanec, 400 upravených fotografií.',
  };

  it('takes the whole country when no obec is given', () => {
    expect(packageSchema.parse(pkg).municipalityId).toBeNull();
    expect(packageSchema.parse({ ...pkg, municipalityId: 582786 }).municipalityId).toBe('582786');
  });

  it('refuses contact data in descriptions, options and notes', () => {
    expect(firstErrors(packageSchema.safeParse({ ...pkg, description: `${pkg.description} Volejte 777 123 456.` }))).toEqual({
      description: CONTACT_DATA_ERRORS.PHONE,
    });
    expect(firstErrors(priceOptionSchema.safeParse({ packageId: 1, title: 'Základ', price: 500_000, description: 'Více na janafoto.cz' }))).toEqual({
      description: CONTACT_DATA_ERRORS.LINK,
    });
    expect(firstErrors(additionalServiceSchema.safeParse({ packageId: 1, title: 'Dron', price: 150_000, note: 'pište na jana zavináč seznam.cz' }))).toEqual({
      note: CONTACT_DATA_ERRORS.EMAIL,
    });
  });

  it('keeps option prices in whole crowns within the range', () => {
    expect(priceOptionSchema.parse({ packageId: '1', title: 'Základ', price: 690_000, description: '6 hodin focení' }).price).toBe(690_000);
    expect(firstErrors(priceOptionSchema.safeParse({ packageId: '1', title: 'Základ', price: 9_900, description: '6 hodin focení' }))).toEqual({
      price: 'Minimální hodnota je 100',
    });
    expect(firstErrors(priceOptionSchema.safeParse({ packageId: '1', title: 'Základ', price: 100_050, description: '6 hodin focení' }))).toEqual({
      price: 'Zadejte částku v celých korunách.',
    });
  });
});

describe('orders, targeted requests and reviews', () => {
  it('takes an order with unique services and an optional date', () => {
    expect(orderPackageSchema.parse({ packageId: 3, priceOptionId: 7, additionalServiceIds: [1, 1, 2], preferredDate: '', info: null })).toEqual({
      packageId: '3',
      priceOptionId: '7',
      additionalServiceIds: ['1', '2'],
      preferredDate: null,
      info: null,
    });
    expect(firstErrors(orderPackageSchema.safeParse({ packageId: 3, priceOptionId: null }))).toEqual({ priceOptionId: REQUIRED });
    expect(firstErrors(orderPackageSchema.safeParse({ packageId: 3, priceOptionId: 7, info: 'tel. 777 123 456' }))).toEqual({
      info: CLIENT_CONTACT_DATA_ERRORS.PHONE,
    });
  });

  it('needs a place and a description without contact data for a targeted request', () => {
    const ok = {
      executorUsername: 'petra-profikova',
      categorySlug: 'svatebni-fotograf',
      municipalityId: '582786',
      date: null,
      description: 'Svatba v srpnu na zámku, obřad i hostina.',
    };
    expect(createPrivateRequestSchema.parse(ok).subcategorySlug).toBeNull();
    expect(firstErrors(createPrivateRequestSchema.safeParse({ ...ok, municipalityId: '', description: 'krátce' }))).toEqual({
      municipalityId: REQUIRED,
      description: 'Minimální délka je 20 znaků',
    });
  });

  it('rates 1 to 5 stars with a text', () => {
    expect(createReviewSchema.parse({ conversationId: 'c1', rating: 5, text: 'Skvělé fotky, děkujeme.' }).rating).toBe(5);
    expect(firstErrors(createReviewSchema.safeParse({ conversationId: 'c1', rating: 0, text: 'Skvělé fotky, děkujeme.' }))).toEqual({
      rating: ENGAGEMENT_ERRORS.RATING,
    });
    expect(firstErrors(createReviewSchema.safeParse({ conversationId: 'c1', rating: 6, text: 'ok' }))).toEqual({
      rating: ENGAGEMENT_ERRORS.RATING,
      text: 'Minimální délka je 10 znaků',
    });
  });
});
