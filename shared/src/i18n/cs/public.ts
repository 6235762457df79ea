/** Czech texts of `public.*`. */
export const publicTexts = {
  page: {
    intro: 'Tuto stránku připravujeme. Brzy zde najdete vše potřebné.',
  },
} as const;
