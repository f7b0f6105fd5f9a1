import { describe, expect, it } from 'vitest';
import { emptyPushCartForm, type PushCartFormValues, toPushCartBody } from './pushCartForm.ts';

const filled = (over: Partial<PushCartFormValues> = {}): PushCartFormValues => ({
  firstName: ' Ján ',
  lastName: 'Kováč',
  email: 'jan.kovac@firma.sk',
  phoneNumber: '+421 900 123 456',
  validHours: '24',
  sendEmail: true,
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
});
