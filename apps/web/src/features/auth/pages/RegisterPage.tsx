import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useDispatch } from 'react-redux';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { loginDialogOpened } from '../../../shared/session/sessionSlice.ts';
import { RegistrationDone } from '../components/RegistrationDone.tsx';
import { RegistrationForm } from '../components/RegistrationForm.tsx';

/** /register: the form, then "check your mailbox" naming the address the verification e-mail went to. */
export function RegisterPage() {
  const dispatch = useDispatch();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Row className="justify-content-center">
      <Col lg={9} xl={8}>
        <h1 className="h2">{accountText.view.register.title}</h1>
        {sentTo ? (
          <RegistrationDone email={sentTo} />
        ) : (
          <>
            <p className="lead fs-6">{accountText.view.register.intro}</p>
            <Card className="shadow-sm mb-3">
              <Card.Body className="p-3 p-md-4">
                <RegistrationForm onRegistered={setSentTo} />
              </Card.Body>
            </Card>
            <p>
              {accountText.view.register.haveAccount}{' '}
              <button
                type="button"
                className="btn btn-link p-0 align-baseline"
                onClick={() => dispatch(loginDialogOpened())}
              >
                {accountText.view.register.login}
              </button>
            </p>
          </>
        )}
      </Col>
    </Row>
  );
}
