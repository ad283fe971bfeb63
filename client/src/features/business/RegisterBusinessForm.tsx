import { useState } from 'react';
import { BusinessForm } from './BusinessForm';
import { emptyBusinessForm, type ManagementCode } from './business-form-values';
import { ManagementCodeNotice } from './ManagementCodeNotice';
import { useBusinessT } from './i18n';
import { useRegisterBusiness } from './useRegisterBusiness';

export function RegisterBusinessForm() {
  const t = useBusinessT();
  const { register } = useRegisterBusiness();
  const [managementCode, setManagementCode] = useState<ManagementCode | null>(null);
  return (
    <BusinessForm
      heading={{
        as: 'h2',
        id: 'register-business-heading',
        text: t('register.heading'),
        intro: t('register.intro'),
      }}
      initial={emptyBusinessForm}
      submitLabel={t('register.submit')}
      submittingLabel={t('register.submitting')}
      failureText={t('register.failed')}
      save={register}
      afterSave="clear"
      onSaved={(result) => setManagementCode(result.managementCode ?? null)}
      footer={managementCode ? <ManagementCodeNotice managementCode={managementCode} /> : null}
    />
  );
}
