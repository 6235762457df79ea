/** Czech texts of `executor.*`. */
export const executorTexts = {
  page: {
    intro: 'Poptávky, nabídky, balíčky a termíny profíka.',
  },
} as const;
