import { formatEuroCents, type ShopLanguage, SUPPORT_EMAIL } from '@hokej/contract';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's words in the order's language (`orders.language`): Slovak, or English for an English order. */
const texts = {
  sk: {
    title: 'Testovacia platobná brána',
    order: (n: number) => `Objednávka č. ${n}, HK Orly Zvolen`,
    decided: (d: string) => `O tejto platbe už bolo rozhodnuté (${d}).`,
    cardNumber: 'Číslo karty',
    approve: 'Zaplatiť',
    decline: 'Zamietnuť platbu',
    abandon: 'Zrušiť a vrátiť sa do obchodu',
    note: 'Toto je testovacia brána obchodu: žiadne peniaze sa nestrhnú. Otázky:',
  },
  en: {
    title: 'Test payment gateway',
    order: (n: number) => `Order no. ${n}, HK Orly Zvolen`,
    decided: (d: string) => `This payment has already been decided (${d}).`,
    cardNumber: 'Card number',
    approve: 'Pay',
    decline: 'Decline the payment',
    abandon: 'Cancel and return to the shop',
    note: 'This is the shop’s test gateway: no money is taken. Questions:',
  },
} satisfies Record<ShopLanguage, unknown>;

/**
 * The sandbox gateway's hosted payment page: the amount and three buttons (approve, decline, abandon), in
 * the language the order was placed in, as a real gateway's page follows the shop's language.
 */
export function sandboxPage(
  payment: {
    id: string;
    amount: number;
    orderNumber: number;
    decided: string | null;
    language: ShopLanguage;
  },
  pushId?: string,
) {
  const language: ShopLanguage = payment.language === 'en' ? 'en' : 'sk';
  const text = texts[language];
  const back = pushId ? `?${new URLSearchParams({ pushId })}` : '';
  const action = `/v2/payment/sandbox/${payment.id}${back}`;
  const button = (decision: string, label: string, style: string) =>
    `<button name="decision" value="${decision}" style="${style}">${label}</button>`;
  const body = payment.decided
    ? `<p>${text.decided(escapeHtml(payment.decided))}</p>`
    : `<form method="post" action="${action}">
  <label>${text.cardNumber}<input value="4111 1111 1111 1111" readonly></label>
  ${button('APPROVED', text.approve, 'background:#1b7f3b;color:#fff')}
  ${button('DECLINED', text.decline, 'background:#c8102e;color:#fff')}
  ${button('ABANDONED', text.abandon, 'background:#fff;color:#1d2733;border:1px solid #8a8f98')}
</form>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#eef1f5;color:#1d2733;margin:0;padding:24px 12px}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 1px 3px #0002}
h1{font-size:20px;margin-top:0}.amount{font-size:32px;font-weight:bold;margin:8px 0 16px}
label{display:block;font-size:14px;margin-bottom:16px}input{display:block;width:100%;padding:8px;margin-top:4px;box-sizing:border-box}
button{display:block;width:100%;padding:12px;margin-top:10px;border:0;border-radius:6px;font-size:16px;cursor:pointer}
.note{font-size:13px;color:#5c6773}
</style></head><body><main>
<h1>${text.title}</h1>
<p>${text.order(payment.orderNumber)}</p>
<p class="amount">${formatEuroCents(payment.amount, language)}</p>
${body}
<p class="note">${text.note} ${SUPPORT_EMAIL}</p>
</main></body></html>`;
}
