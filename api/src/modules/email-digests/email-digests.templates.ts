import { EMAIL_SETTINGS_PATH } from '@zaber/shared/conversations/constants';
import { formatDate } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import type { Mail } from '../../lib/ports';
import { present } from '../../lib/present';
import { composeMail } from '../mail/compose';
import type { MailAction, MailItem } from '../mail/content';

export interface DigestMessage {
  conversationUrl: string;
  subject: string;
  senderTitle: string;
  text: string;
}

export interface DigestNotice {
  /** The notification's type code (PROPOSAL_RECEIVED, REVIEW_REQUESTED…): names the mail's button. */
  type: string;
  text: string;
  url: string | null;
}

export interface DigestRequest {
  url: string;
  title: string;
  date: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
}

const quote = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text);
const snippet = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);

/** New messages, grouped by conversation. */
export function messagesDigestMail(to: string, publicUrl: string, items: readonly DigestMessage[]): Promise<Mail> {
  const groups = new Map<string, DigestMessage[]>();
  for (const item of items) groups.set(item.conversationUrl, [...(groups.get(item.conversationUrl) ?? []), item]);
  const conversations: MailItem[] = [...groups].map(([url, group]) => {
    const first = present(group[0]);
    return { title: `${first.senderTitle} – ${first.subject}`, quotes: group.map((m) => quote(m.text)), url, linkLabel: 'Odpovědět' };
  });
  const count = items.length;
  const first = present(items[0]);
  const [only] = groups.keys();
  return composeMail({
    to,
    subject: count === 1 ? 'Nová zpráva na Záběru' : 'Nové zprávy na Záběru',
    preheader: `${first.senderTitle}: ${snippet(first.text)}`,
    greeting: 'Dobrý den,',
    body: [
      { kind: 'paragraph', text: count === 1 ? 'máte novou zprávu:' : `máte ${count} ${count < 5 ? 'nové zprávy' : 'nových zpráv'}:` },
      { kind: 'items', items: conversations },
    ],
    // One conversation: straight to it; several: the list of conversations.
    action: { label: 'Otevřít zprávy', url: groups.size === 1 ? present(only) : `${publicUrl}${href('conversations')}` },
    reason: 'Tento e-mail jste dostali, protože máte na Záběru zapnuté e-maily o nových zprávách.',
    settingsUrl: `${publicUrl}${EMAIL_SETTINGS_PATH}`,
  });
}

function budgetText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatMoney(min)} – ${formatMoney(max)}`;
  if (max !== null) return `do ${formatMoney(max)}`;
  if (min !== null) return `od ${formatMoney(min)}`;
  return 'dohodou';
}

/** What the button of a mail about one notification says: the one thing to do on its page. */
const NOTICE_ACTION: Record<string, string> = {
  PROPOSAL_RECEIVED: 'Zobrazit nabídku',
  PROPOSAL_INVITATION: 'Zobrazit poptávku',
  PROPOSAL_SHORTLISTED: 'Zobrazit poptávku',
  PROPOSAL_ACCEPTED: 'Otevřít konverzaci',
  PROPOSAL_REJECTED: 'Zobrazit moje nabídky',
  REQUEST_OUTDATED: 'Zobrazit poptávku',
  ORDER_RECEIVED: 'Zobrazit objednávku',
  ORDER_ACCEPTED: 'Otevřít konverzaci',
  ORDER_REJECTED: 'Zobrazit objednávky',
  PRIVATE_REQUEST_RECEIVED: 'Zobrazit poptávku',
  PRIVATE_REQUEST_ACCEPTED: 'Otevřít konverzaci',
  PRIVATE_REQUEST_REJECTED: 'Zobrazit poptávky',
  CONVERSATION_STATUS: 'Otevřít konverzaci',
  CONVERSATION_DELIVERED: 'Otevřít konverzaci',
  CONVERSATION_CONFIRM_REMINDER: 'Otevřít konverzaci',
  REVIEW_REQUESTED: 'Napsat hodnocení',
  REVIEW_RECEIVED: 'Zobrazit hodnocení',
  CREDIT_REFUNDED: 'Zobrazit transakce',
  TOP_UP_PAID: 'Zobrazit transakce',
  PAYMENT_REFUND_SHORTFALL: 'Zobrazit platby',
  PAYMENT_PARTIALLY_REFUNDED: 'Zobrazit platby',
  APPROVAL_REQUESTED: 'Otevřít moderaci',
  PROFILE_APPROVED: 'Zobrazit profil',
  PROFILE_REJECTED: 'Upravit profil',
};

/**
 * The digest's one button: a single notification's own page ("Zobrazit nabídku", "Napsat
 * hodnocení"), several notifications' list, else the new requests (one, or the feed).
 */
function digestAction(publicUrl: string, notices: readonly DigestNotice[], requests: readonly DigestRequest[]): MailAction {
  const [notice] = notices;
  if (notices.length === 1 && notice?.url) return { label: NOTICE_ACTION[notice.type] ?? 'Zobrazit', url: notice.url };
  if (notices.length) return { label: 'Zobrazit upozornění', url: `${publicUrl}${href('notifications')}` };
  const [request] = requests;
  if (requests.length === 1 && request) return { label: 'Zobrazit poptávku', url: request.url };
  return { label: 'Zobrazit poptávky', url: `${publicUrl}${href('requests')}` };
}

/** Notifications and new requests that suit a professional. */
export function notificationsDigestMail(to: string, publicUrl: string, notices: readonly DigestNotice[], requests: readonly DigestRequest[]): Promise<Mail> {
  const detail = (r: DigestRequest) => `termín ${r.date ? formatDate(r.date) : 'dohodou'}, rozpočet ${budgetText(r.budgetMin, r.budgetMax)}`;
  const noticeItems: MailItem[] = notices.map((n) => ({ title: n.text, ...(n.url ? { url: n.url } : {}) }));
  const requestItems: MailItem[] = requests.map((r) => ({ title: r.title, detail: detail(r), url: r.url }));
  const onlyRequests = requests.length > 0 && !notices.length;
  const [firstNotice] = notices;
  const [firstRequest] = requests;
  return composeMail({
    to,
    subject: onlyRequests ? 'Nové poptávky na Záběru' : 'Novinky na Záběru',
    preheader: firstNotice ? snippet(firstNotice.text) : `Nová poptávka: ${present(firstRequest).title}`,
    greeting: 'Dobrý den,',
    body: [
      { kind: 'paragraph', text: 'co je nového na Záběru:' },
      // The button belongs to the notifications when there are any, so it follows them.
      ...(noticeItems.length ? [{ kind: 'items' as const, title: 'Upozornění', items: noticeItems }, { kind: 'action' as const }] : []),
      ...(requestItems.length ? [{ kind: 'items' as const, title: 'Nové poptávky pro vás', items: requestItems }] : []),
    ],
    action: digestAction(publicUrl, notices, requests),
    reason: requests.length
      ? 'Tento e-mail jste dostali, protože máte na Záběru zapnuté e-maily o upozorněních a o nových poptávkách vašich služeb ve vašich okresech.'
      : 'Tento e-mail jste dostali, protože máte na Záběru zapnuté e-maily o upozorněních.',
    settingsUrl: `${publicUrl}${EMAIL_SETTINGS_PATH}`,
  });
}
