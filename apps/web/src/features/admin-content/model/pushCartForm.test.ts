import { describe, expect, it } from 'vitest';
import { emptyPushCartForm, type PushCartFormValues, toPushCartBody } from './pushCartForm.ts';

const filled = (over: Partial<PushCartFormValues> = {}): PushCartFormValues => ({
  firstName: ' Ján ',
  lastName: 'Kováč',
  email: 'jan.kovac@firma.sk',
  phoneNumber: '+421 900 123 456',
  validHours: '24',
  sendEmail: true,
  discountKind: 'NONE',
  discountValue: '',
  ...over,
});

describe('push cart form', () => {
  it('a filled form e-mails the link to the contact', () => {
    expect(toPushCartBody(filled())).toEqual({
      errors: {},
      body: {
        contact: {
          firstName: 'Ján',
          lastName: 'Kováč',
          email: 'jan.kovac@firma.sk',
          phoneNumber: '+421900123456',
        },
        validHours: 24,
        sendEmail: true,
      },
    });
  });

  it('without a contact and without e-mail only the validity goes', () => {
    expect(toPushCartBody({ ...emptyPushCartForm(), sendEmail: false })).toEqual({
      errors: {},
      body: { validHours: 48 },
    });
  });

  it('e-mailing needs the whole contact; a half contact is incomplete', () => {
    expect(Object.keys(toPushCartBody(emptyPushCartForm()).errors).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'phoneNumber',
    ]);
    expect(
      toPushCartBody({ ...emptyPushCartForm(), sendEmail: false, email: 'a@b.sk' }).errors,
    ).toMatchObject({
      firstName: 'Vyplňte, prosím, toto pole.',
    });
  });

  it('a wrong e-mail, phone or validity says so', () => {
    const { errors, body } = toPushCartBody(
      filled({ email: 'jan@', phoneNumber: '0900', validHours: '169' }),
    );
    expect(body).toBeUndefined();
    expect(errors).toEqual({
      email: 'Zadajte platnú e-mailovú adresu.',
      phoneNumber: 'Zadajte telefónne číslo s predvoľbou, napr. +421900123456.',
      validHours: 'Zadajte celé číslo od 1 do 168.',
    });
  });

  it('an agreed discount goes with the body: whole percent up to 100, or euros in cents', () => {
    expect(toPushCartBody(filled({ discountKind: 'PERCENT', discountValue: '15' })).body?.discount).toEqual({
      kind: 'PERCENT',
      value: 15,
    });
    expect(toPushCartBody(filled({ discountKind: 'FIXED', discountValue: '12,50' })).body?.discount).toEqual({
      kind: 'FIXED',
      value: 1250,
    });
    expect(toPushCartBody(filled({ discountKind: 'NONE', discountValue: '99' })).body).not.toHaveProperty(
      'discount',
    );
    expect(toPushCartBody(filled({ discountKind: 'PERCENT', discountValue: '120' })).errors).toEqual({
      discountValue: 'Percentuálna zľava musí byť od 1 do 100\u00a0%.',
    });
    expect(toPushCartBody(filled({ discountKind: 'FIXED', discountValue: '0' })).body).toBeUndefined();
  });
});
