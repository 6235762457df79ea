import { render } from '@react-email/render';
import type { MailContent } from './content';
import { MailLayout } from './layout';

/** The template's HTML (React and its server renderer: loaded by compose.ts with the first mail). */
export function renderMailHtml(content: MailContent): Promise<string> {
  return render(<MailLayout content={content} />);
}
