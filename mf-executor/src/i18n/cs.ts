/** Czech texts of `executor.*`, added to the shell's i18next instance when mf-executor mounts. */
export const executorTexts = {
  page: {
    intro: 'Poptávky, nabídky, balíčky a termíny profíka.',
  },
} as const;
