/** The checkout in English (namespace `checkout`), typed against skCheckoutPage.ts. */
import type { skCheckoutPage } from '../skCheckoutPage.ts';
import type { EnglishOf } from './englishOf.ts';

export const enCheckoutPage: EnglishOf<typeof skCheckoutPage> = {
  checkout: {
    title: 'Cart and payment',
    loadFailed: 'Your cart could not be loaded.',
    empty: 'Your cart is empty.',
    emptyHint: 'Choose a match and your seats on the arena map.',
    chooseSeats: 'Choose tickets',
    itemsTitle: 'Tickets',
    seat: 'Sector {{sector}}, row {{row}}, seat {{name}}',
    ticketType: 'Ticket type',
    ticketTypeLabel: 'Ticket type for sector {{sector}}, row {{row}}, seat {{name}}',
    adult: 'Adult',
    child: 'Child',
    childRule:
      'A Child ticket is for children aged 12 and under. A child must be accompanied by an adult and enters the arena through the separate children’s entrance.',
    remove: 'Remove',
    removeLabel: 'Remove sector {{sector}}, row {{row}}, seat {{name}} from the cart',
    updateFailed: 'Your cart could not be updated.',
    seasonNotPayable:
      'Season tickets cannot be paid through a link from the club. Please remove them from the cart.',
    plasticCard: 'Plastic card (+{{price}})',
    plasticCardLabel:
      'Plastic card for the season ticket in sector {{sector}}, row {{row}}, seat {{name}} (+{{price}})',
    plasticCardHint:
      'Without a card you get the season ticket as a PDF with the holder’s photo on your phone.',
    contactTitle: 'Contact details',
    contactIntro: 'We will send the order confirmation and the tickets to this e-mail address.',
    holderOther: 'Someone else will use this ticket',
    holderOtherLabel: 'Someone else will use the ticket for sector {{sector}}, row {{row}}, seat {{name}}',
    holderLegend: 'Who will use the ticket (sector {{sector}}, row {{row}}, seat {{name}})',
    holderNote:
      'We keep the contact details of the person using the ticket for the public health authority for ' +
      '2 weeks after the match, then delete them. If you leave the box unticked, the buyer’s details apply.',
    firstName: 'First name',
    lastName: 'Surname',
    email: 'E-mail',
    phone: 'Phone number',
    phoneHint: 'In international format without spaces, for example +421901234567.',
    invoiceTitle: 'Billing details',
    invoiceIntro:
      'The invoice is made out to the name in your contact details. Fill in your address if you want it on the invoice; it is required when buying for a company. ' +
      'If you give an IBAN, it will be on the invoice and any refund will be paid to it; in that case please fill in your address too.',
    paymentTitle: 'Payment method',
    card: 'Payment card',
    cardHint: 'You pay straight away on the payment gateway’s secure page.',
    bankTransfer: 'Bank transfer',
    bankTransferHint:
      'Only possible 5 or more days before the match. The order must be paid within 3 days, otherwise we cancel it and release the seats.',
    noPaymentType: 'No payment method is allowed for this cart. Please contact the club’s box office.',
    installmentsNote: 'Paying in instalments is not offered for match tickets (only for season tickets).',
    installments: 'In instalments',
    installmentsHint:
      'Only when the cart holds nothing but season tickets: up to 3 instalments 30 days apart; you pay the first by card now and we e-mail you a payment link for each of the others.',
    summaryTitle: 'Order summary',
    subtotal: 'Tickets',
    discount: 'Discount ({{code}})',
    ticketCount_one: '{{count, count}} ticket',
    ticketCount_other: '{{count, count}} tickets',
    total: 'Total to pay',
    termsBefore: 'I agree to the ',
    termsLink: 'terms and conditions',
    termsAfter: '.',
    termsRequired: 'You need to agree to the terms and conditions to complete your order.',
    contactConsent:
      'I agree to my contact details being used to deliver the tickets and to contact me about the match (we keep them for 2 weeks after the match).',
    lapsedBlock: 'Before paying, remove the seats whose reservation has expired from your cart.',
    submitCard: 'Pay by card',
    submitTransfer: 'Order and pay by bank transfer',
    submitInstallment: 'Pay the first instalment by card',
    submitting: 'Sending…',
    redirecting: 'Taking you to the payment gateway…',
    failed: 'Your order could not be placed.',
  },
  pushCheckout: {
    intro:
      'The club has prepared this cart for you. Check the tickets, fill in your details and pay by card.',
    validUntil: 'This cart link is valid until {{dateTime}}.',
    cardOnly: 'The cart from this link can only be paid by card.',
    goneTitle: 'This cart link is no longer valid',
    goneText:
      'The link has expired or the club has cancelled it. If you have already paid for the cart, we have e-mailed you the tickets.',
    goneHelp: 'Need help or a new link? Write to us at ',
    empty: 'The cart from this link is empty.',
    emptyHint: 'If you have already paid for it, we have e-mailed you the tickets.',
  },
  coupon: {
    label: 'Discount code',
    apply: 'Apply',
    applying: 'Checking…',
    applied: 'Discount code applied',
    worth: { PERCENT: '{{value}}%', FIXED: '{{value}}' },
    remove: 'Remove',
    removeLabel: 'Remove discount code {{code}}',
    required: 'Please enter a discount code.',
    wrongFormat:
      'A discount code may only contain letters without accents, digits, underscores, full stops and hyphens.',
    invalid: 'This discount code is not valid.',
    noLongerValid:
      'The discount code is no longer valid (it has expired, been used up or does not apply to the tickets in your cart). Please remove it.',
    notFound: 'The discount code was not found. Please check that you typed it correctly.',
    failed: 'The discount code could not be applied.',
    removeFailed: 'The discount code could not be removed.',
  },
};
