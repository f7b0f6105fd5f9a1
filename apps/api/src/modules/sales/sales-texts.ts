import type { OrderStatus, PaymentType } from '@hokej/contract';
import { invoiceTexts } from '../documents/document-texts.ts';

/** Every Slovak word of the sales exports, in one place (STYLE.md). */
export const csvTexts = {
  orderHeaders: [
    'Číslo objednávky (VS)',
    'Stav',
    'Vytvorená',
    'Zaplatená',
    'Spôsob platby',
    'Meno',
    'Priezvisko',
    'E-mail',
    'Telefón',
    'Miesta na podujatí',
    'Cena miest na podujatí (€)',
    'Zľava objednávky (€)',
    'Zľavový kód',
    'Suma objednávky (€)',
  ],
  ticketHeaders: [
    'Sériové číslo',
    'Číslo objednávky (VS)',
    'Stav objednávky',
    'Sektor',
    'Rad',
    'Miesto',
    'Typ vstupenky',
    'Cena (€)',
    'Plastová karta',
    'Meno držiteľa',
    'Priezvisko držiteľa',
    'E-mail kupujúceho',
    'Zaplatená',
    'Vstup na podujatie',
    // A season ticket enters every match of its season once.
    'Počet vstupov',
  ],
  orderStatus: {
    AWAITING_PAYMENT: 'Čaká na platbu',
    PAID: 'Zaplatená',
    CANCELLED: 'Zrušená',
    REFUNDED: 'Vrátená',
  } satisfies Record<OrderStatus, string>,
  paymentType: {
    CARD: 'Platobná karta',
    BANK_TRANSFER: 'Bankový prevod',
    INSTALLMENTS: 'Splátky',
  } satisfies Record<PaymentType, string>,
  priceType: (type: string) => (invoiceTexts.priceTypes as Record<string, string>)[type] ?? type,
  yes: 'áno',
  no: 'nie',
  fileName: { ORDERS: 'objednavky', TICKETS: 'vstupenky' },
} as const;
