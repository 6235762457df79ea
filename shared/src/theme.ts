import type { ThemeConfig } from '@zaber/shared/antd';

/** The brand colours (spec §9: primary, accent, secondary, info, warning, error, success). */
export const COLORS = {
  primary: '#1b5e4b',
  accent: '#f08a24',
  secondary: '#23313f',
  info: '#2f7ab8',
  warning: '#d89614',
  error: '#c8312b',
  success: '#2e8b3e',
} as const;

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: COLORS.primary,
    colorInfo: COLORS.info,
    colorWarning: COLORS.warning,
    colorError: COLORS.error,
    colorSuccess: COLORS.success,
    colorLink: COLORS.primary,
    borderRadius: 8,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
