/** Czech texts of `account.*`, added to the shell's i18next instance when mf-account mounts. */
export const accountTexts = {
  page: {
    intro: 'Nastavení účtu, platby, zprávy a upozornění.',
  },
} as const;
