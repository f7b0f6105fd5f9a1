import { SEASON_CATEGORY_RULES } from '@hokej/contract';

/**
 * The English versions of the demo information pages (issue 22), by page address: a visiting fan who reads
 * the shop in English gets these; the Slovak pages (articles.ts) stay the source.
 */
export type EnglishArticle = { titleEn: string; menuLabelEn: string; bodyEn: string };

// The ages the shop checks at registration (the contract's rule), as the Slovak page states them.
const { KIDS, STUDENT } = SEASON_CATEGORY_RULES;

const terms = `# Terms and Conditions

These terms and conditions govern the sale of tickets and season tickets in the online shop of **HK Orly Zvolen** (the "seller"). The buyer is any registered user who places an order.

## The contract

The purchase contract is made when the order is paid. Until payment, the chosen seats are only reserved for the buyer for a limited time. If the payment does not arrive in time, the reservation lapses and the seats return to sale.

## Prices and payment

- All prices are in euros and include VAT.
- You can pay by card or by bank transfer; season tickets also in instalments.
- A ticket is valid only once the payment has reached the seller's account.

## Tickets and season tickets

A ticket entitles its holder to one entry to a particular match at the **Zimný štadión Orly**, to the seat printed on it. A season ticket is valid for all home matches of the regular season unless the offer says otherwise. Tickets may not be resold for more than the price printed on them.

## Withdrawal and complaints

Under § 7(6)(l) of Act No. 102/2014 Coll., a consumer cannot withdraw from a contract for leisure services provided on an agreed date. Tickets bought are therefore not refunded.

If a match does not take place or is moved to another date, the seller refunds the price, or the ticket is valid for the new date. Please send complaints to **podpora@hokej.test** within 14 days of the match; we settle them within 30 days.

## Final provisions

By placing an order, the buyer confirms having read and accepted these terms. Matters these terms do not cover are governed by the law of the Slovak Republic. Disputes may also be settled out of court through the Slovak Trade Inspection.

*The Slovak version of these terms is the binding one.*
`;

const privacy = `# Privacy and Cookies

We take the protection of your personal data seriously. The controller is **HK Orly Zvolen**, which processes data under the GDPR and Slovak Act No. 18/2018 Coll. on personal data protection.

## What we process

- **Registration data:** first name, last name, e-mail address and password (stored only as a secure hash, never readable).
- **Contact data:** your phone number, where a match or a season ticket requires it.
- **Billing data:** address and, for companies, the company name, ID and tax ID.
- **Season ticket holder's data:** date of birth, address and a photo to check the holder's identity at the entrance.

## What for

We use the data to run your account, handle your orders, issue tickets and invoices, and check who may enter the arena. The legal basis is the performance of the contract and our legal duties in accounting. Contact data needed only for one match is deleted 14 days after it.

## Who receives it

Only processors who help us run the shop, such as the payment gateway. We do not sell your data or give it to third parties for marketing.

## Your rights

You have the right to access your data, to have it corrected or erased, to restrict its processing and to take it elsewhere, and the right to complain to the Slovak Office for Personal Data Protection. Please send requests to **podpora@hokej.test**.

## Cookies

The shop uses only **strictly necessary cookies**, which keep you signed in and keep your cart. Without them you cannot buy. We use no analytics or advertising cookies. You can delete cookies at any time in your browser's settings; that signs you out of the shop.
`;

const howToBuy = `# How to Buy

Buying tickets for the home matches of **HK Orly Zvolen** takes a few minutes.

## 1. Create an account

Only signed-in users can buy tickets and season tickets. Register with your e-mail address and a password and confirm the account with the link we e-mail you. Some matches also need a verified phone number.

## 2. Choose the match and your seat

1. Under **Buy tickets**, choose a match or a season ticket.
2. Click a sector on the arena map. Its colour shows how many free seats are left in it.
3. Pick your seats in the sector. Free seats are highlighted; taken and blocked seats cannot be chosen.

## 3. Seats held for 15 minutes

The seats you pick go into your cart and are held for you for **15 minutes**; the countdown in the cart shows the time left. If you do not finish the order in time, the seats are released for other fans.

One order can have **at most 5 tickets**. Choose a ticket type for each: adult or child up to 12.

## 4. Payment

- **By card** – the payment goes through at once and you get your tickets straight away.
- **By bank transfer** – we issue the tickets once the payment reaches our account.
- **In instalments** – available for season tickets.

## 5. Your tickets

Once paid, your tickets are in **My orders**, and we e-mail them to you as a **PDF**. Each ticket has its own **QR code**, checked at the arena's entrance. Print it or show it on your phone's screen. You can also add it to Apple Wallet or Google Wallet.

For any questions, write to **podpora@hokej.test**.
`;

const entry = `# Entry Conditions

So that every fan feels safe at the **Zimný štadión Orly**, we ask all visitors to follow these rules.

## Entering the arena

- You need a valid ticket or season ticket to enter.
- The ticket's **QR code** is checked at the turnstile. Each code can be used only once; a copy of a ticket already used is not valid.
- The gates open one hour before the match starts.
- Stewards may search visitors and their bags.

## Children

Children **up to and including 12** may enter only with an adult who is responsible for them for the whole match. Children and the adults with them use the **family entrance**, signposted by the main box office. A child needs a ticket of their own too.

## Prohibited items

You may not bring into the arena:

- weapons and anything that can be used as a weapon,
- pyrotechnics, smoke bombs and flares,
- glass bottles, cans and alcoholic drinks,
- narcotic and psychotropic substances,
- laser pointers and vuvuzelas,
- banners with racist, vulgar or political content.

## During the match

Visitors must follow the stewards' instructions and sit in the seat on their ticket. The ice surface is off limits. People under the influence of alcohol or other drugs may be refused entry without a refund.

Anyone who breaks these conditions may be removed from the arena. Special conditions for a particular match, such as wearing a face mask, are given with that match.
`;

const seasonTickets = `# Season Tickets

A season ticket is the best way to support **HK Orly Zvolen** all season long. It is valid for every home match of the regular season, on a seat of your choice that is yours at every match.

## Season ticket categories

- **GOLD** – the best seats in the middle of the main stand, the VIP lounge and refreshments during the breaks.
- **SILVER** – good seats in the central sectors and a discount on drinks at the club bar.
- **Orly Fan Pack** (club product) – a season ticket with an original club jersey and scarf.
- **CLASSIC** – the standard adult season ticket for a seat in any sector.
- **KIDS** – a reduced season ticket for children aged ${KIDS.maxAge} or under on the first day of the season.
- **STUDENT** – a reduced season ticket for full-time students aged ${STUDENT.minAge} to ${STUDENT.maxAge} on the first day of the season.
- **B2B** – a corporate season ticket with an invoice, which the company's employees may share.
- **ZTP** – a reduced season ticket for holders of a ZŤP or ZŤP/S disability card.

## Proof of a reduction

Holders of **KIDS**, **STUDENT** and **ZTP** season tickets must show proof of their reduction at every entry – a health insurance card or the child's birth certificate, a valid student card (ISIC) or the disability card. Without it, entry may be refused.

## Registering a season ticket

After buying, register the season ticket in **My orders**. Registration is **free**: fill in the holder's details and upload their photo as a JPG or PNG. For a fee you can also order a plastic card; otherwise you enter with the QR code on your phone.

## Payment

You can pay for a season ticket by card, by bank transfer or **in instalments**. A season ticket is personal, except for the B2B category; for a single match you can lend it to a friend in My orders.
`;

const salesPoints = `# Where to Buy

You can buy tickets and season tickets in our online shop at any time, or in person at the arena's box office.

## Box office of the Zimný štadión Orly

The box office is by the arena's main entrance, next to the club's fan shop.

**Opening hours:**

- Monday – Friday: **10:30 – 17:30**
- on match days: **from one hour before the match starts until one hour after it ends**
- Saturdays, Sundays and public holidays without a match: closed

You can pay in cash or by card at the box office. For reduced tickets and season tickets (KIDS, STUDENT, ZTP), please bring proof of your reduction.

## At the box office you can

- buy tickets for home matches,
- buy and renew season tickets,
- collect the plastic card of a season ticket,
- print a ticket bought online,
- make a complaint and ask about changes to match dates.

## Online shop

In the online shop you choose your exact seat on the arena map and get your tickets as a PDF straight away. On match days we recommend buying online in advance to avoid the queues at the box office.

## Contact

If you have questions about tickets, write to **podpora@hokej.test**. We usually answer within 24 hours on working days.
`;

export const englishArticles: Record<string, EnglishArticle> = {
  permanentky: { titleEn: 'Season Tickets', menuLabelEn: 'Season tickets', bodyEn: seasonTickets },
  'vstupne-podmienky': { titleEn: 'Entry Conditions', menuLabelEn: 'Entry conditions', bodyEn: entry },
  'predajne-miesta': { titleEn: 'Where to Buy', menuLabelEn: 'Where to buy', bodyEn: salesPoints },
  'ako-nakupovat': { titleEn: 'How to Buy', menuLabelEn: 'How to buy', bodyEn: howToBuy },
  'vseobecne-obchodne-podmienky': {
    titleEn: 'Terms and Conditions',
    menuLabelEn: 'Terms and conditions',
    bodyEn: terms,
  },
  'ochrana-sukromia': { titleEn: 'Privacy and Cookies', menuLabelEn: 'Privacy', bodyEn: privacy },
};
