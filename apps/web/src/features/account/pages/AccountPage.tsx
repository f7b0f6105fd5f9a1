import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { sk } from '../../../shared/i18n/sk.ts';
import { accountText } from '../../../shared/i18n/skAccount.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { SectionCard } from '../../../shared/ui/SectionCard.tsx';
import { Skeleton } from '../../../shared/ui/Skeleton.tsx';
import { useMyAccountQuery } from '../api/myAccountEndpoints.ts';
import { CalendarFeed } from '../components/CalendarFeed.tsx';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { InvoiceForm } from '../components/InvoiceForm.tsx';
import { PersonalInfoForm } from '../components/PersonalInfoForm.tsx';
import { PhoneVerification } from '../components/PhoneVerification.tsx';

/**
 * /account: the phone warning, personal info, invoice details and the password change (spec section 2),
 * and the fan's calendar feed (issue 22).
 */
export function AccountPage() {
  const { data: account, isLoading, isError, refetch } = useMyAccountQuery();
  return (
    <>
      <h1 className="h2 mb-3">{accountText.view.account.title}</h1>
      {isLoading ? <Skeleton /> : null}
      {isError && !account ? (
        <Alert variant="danger">
          <p>{accountText.view.account.loadFailed}</p>
          <ShopButton variant="danger" onClick={() => refetch()}>
            {sk.common.tryAgain}
          </ShopButton>
        </Alert>
      ) : null}
      {account ? (
        <>
          <PhoneVerification account={account} onStale={() => refetch()} />
          <Row className="g-4">
            <Col lg={6} className="d-flex flex-column gap-4">
              <SectionCard id="account-personal" title={accountText.view.account.personalTitle}>
                <PersonalInfoForm account={account} />
              </SectionCard>
              <SectionCard id="account-password" title={accountText.view.account.passwordTitle}>
                <ChangePasswordForm email={account.email} />
              </SectionCard>
            </Col>
            <Col lg={6} className="d-flex flex-column gap-4">
              <SectionCard id="account-invoice" title={accountText.view.account.invoiceTitle}>
                <InvoiceForm account={account} />
              </SectionCard>
              <SectionCard id="account-calendar" title={accountText.view.calendar.title}>
                <CalendarFeed />
              </SectionCard>
            </Col>
          </Row>
        </>
      ) : null}
    </>
  );
}
