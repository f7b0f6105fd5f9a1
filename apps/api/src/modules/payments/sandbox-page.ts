import { formatEuroCents, SUPPORT_EMAIL } from '@hokej/contract';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sandbox gateway's hosted payment page: the amount and three buttons (approve, decline, abandon). */
export function sandboxPage(
  payment: { id: string; amount: number; orderNumber: number; decided: string | null },
  pushId?: string,
) {
  const back = pushId ? `?${new URLSearchParams({ pushId })}` : '';
  const action = `/v2/payment/sandbox/${payment.id}${back}`;
  const button = (decision: string, label: string, style: string) =>
    `<button name="decision" value="${decision}" style="${style}">${label}</button>`;
  const body = payment.decided
    ? `<p>O tejto platbe už bolo rozhodnuté (${escapeHtml(payment.decided)}).</p>`
    : `<form method="post" action="${action}">
  <label>Číslo karty<input value="4111 1111 1111 1111" readonly></label>
  ${button('APPROVED', 'Zaplatiť', 'background:#1b7f3b;color:#fff')}
  ${button('DECLINED', 'Zamietnuť platbu', 'background:#c8102e;color:#fff')}
  ${button('ABANDONED', 'Zrušiť a vrátiť sa do obchodu', 'background:#fff;color:#1d2733;border:1px solid #8a8f98')}
</form>`;
  return `<!doctype html><html lang="sk"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Testovacia platobná brána</title>
<style>
body{font-family:system-ui,sans-serif;background:#eef1f5;color:#1d2733;margin:0;padding:24px 12px}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 1px 3px #0002}
h1{font-size:20px;margin-top:0}.amount{font-size:32px;font-weight:bold;margin:8px 0 16px}
label{display:block;font-size:14px;margin-bottom:16px}input{display:block;width:100%;padding:8px;margin-top:4px;box-sizing:border-box}
button{display:block;width:100%;padding:12px;margin-top:10px;border:0;border-radius:6px;font-size:16px;cursor:pointer}
.note{font-size:13px;color:#5c6773}
</style></head><body><main>
<h1>Testovacia platobná brána</h1>
<p>Objednávka č. ${payment.orderNumber}, HK Orly Zvolen</p>
<p class="amount">${formatEuroCents(payment.amount)}</p>
${body}
<p class="note">Toto je testovacia brána obchodu: žiadne peniaze sa nestrhnú. Otázky: ${SUPPORT_EMAIL}</p>
</main></body></html>`;
}
