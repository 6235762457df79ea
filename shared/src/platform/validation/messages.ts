/** Czech validation messages of spec §5, shared by the forms and the API. */
export const REQUIRED = 'Povinné pole';
export const INVALID_EMAIL = 'Špatně zadaný Email';
export const INVALID_URL = 'Vložte platný odkaz.';
export const PASSWORDS_MUST_MATCH = 'Hesla se musí shodovat';

export const maxLength = (num: number): string => `Maximální délka je ${num} znaků`;
export const minLength = (num: number): string => `Minimální délka je ${num} znaků`;
export const minValue = (num: number): string => `Minimální hodnota je ${num}`;
export const maxValue = (num: number): string => `Maximální hodnota je ${num}`;
