/** Czech texts of `account.*`. */
export const accountTexts = {
  page: {
    intro: 'Nastavení účtu, platby, zprávy a upozornění.',
  },
} as const;
