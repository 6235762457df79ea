/** Czech texts of `client.*`, added to the shell's i18next instance when mf-client mounts. */
export const clientTexts = {
  page: {
    intro: 'Vaše poptávky, objednávky a hodnocení na jednom místě.',
  },
} as const;
