import { formatMoney } from '@zaber/shared/platform/format';

/*
 * The simulator's payment page (GET /gw/<id>): plain HTML in Czech that looks like a card gateway,
 * with the two outcomes a payer can choose. Nothing here talks to a bank.
 */

export interface PayPageModel {
  id: string;
  amount: number;
  orderNumber: string;
  description: string;
  merchant: string;
  /** Still payable (CREATED, PAYMENT_METHOD_CHOSEN); otherwise the page says how it ended. */
  open: boolean;
  stateText: string;
  returnUrl: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f6;color:#1f2933}
header{background:#1b3a5b;color:#fff;padding:14px 20px;display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
header strong{font-size:20px;letter-spacing:.5px}header span{font-size:13px;opacity:.85}
main{max-width:480px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:20px}
.amount{font-size:32px;font-weight:700;margin:4px 0 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px;font-size:14px}dt{color:#52606d}dd{margin:0;overflow-wrap:anywhere}
.field{border:1px solid #cbd2d9;border-radius:6px;padding:10px;margin-bottom:10px;font-size:15px;color:#52606d;background:#f5f7fa}
.actions{display:flex;gap:10px;flex-wrap:wrap;margin-top:16px}
.actions form{flex:1 1 160px;margin:0}button{width:100%;font-size:16px;padding:12px;border-radius:6px;border:0;cursor:pointer}
.pay{background:#1e8e3e;color:#fff}.cancel{background:#e4e7eb;color:#1f2933}
.note{font-size:12px;color:#7b8794;margin-top:16px}
a{color:#1b3a5b}`;

export function payPage(model: PayPageModel): string {
  const id = encodeURIComponent(model.id);
  const body = model.open
    ? `<div class="field">Číslo karty: 4444 4444 4444 4448</div>
<div class="field">Platnost: 12/30 · CVC: 123</div>
<div class="actions">
<form method="post" action="/gw/${id}/pay"><button class="pay" type="submit">Zaplatit</button></form>
<form method="post" action="/gw/${id}/cancel"><button class="cancel" type="submit">Zrušit platbu</button></form>
</div>`
    : `<p><strong>${escapeHtml(model.stateText)}</strong></p><p><a href="${escapeHtml(model.returnUrl)}">Zpět do obchodu</a></p>`;
  return `<!doctype html>
<html lang="cs">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Platba ${escapeHtml(model.orderNumber)} – GoPay (simulátor)</title><style>${STYLE}</style></head>
<body>
<header><strong>GoPay</strong><span>Testovací platební brána – simulátor, nic se neplatí</span></header>
<main><div class="card">
<div>Částka k úhradě</div>
<div class="amount" data-testid="gopay-amount">${escapeHtml(formatMoney(model.amount))}</div>
<dl><dt>Obchodník</dt><dd>${escapeHtml(model.merchant)}</dd>
<dt>Objednávka</dt><dd>${escapeHtml(model.orderNumber)}</dd>
<dt>Popis</dt><dd>${escapeHtml(model.description)}</dd></dl>
${body}
<p class="note">Platba č. ${escapeHtml(model.id)}</p>
</div></main>
</body></html>`;
}
