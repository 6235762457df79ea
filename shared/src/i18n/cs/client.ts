/** Czech texts of `client.*`. */
export const clientTexts = {
  page: {
    intro: 'Vaše poptávky, objednávky a hodnocení na jednom místě.',
  },
} as const;
