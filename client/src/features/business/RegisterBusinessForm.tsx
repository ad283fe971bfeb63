import { useState } from 'react';
import { BusinessForm } from './BusinessForm';
import { emptyBusinessForm, type ManagementCode } from './business-form-values';
import { ManagementCodeNotice } from './ManagementCodeNotice';
import { useRegisterBusiness } from './useRegisterBusiness';

export function RegisterBusinessForm() {
  const { register } = useRegisterBusiness();
  const [managementCode, setManagementCode] = useState<ManagementCode | null>(null);
  return (
    <BusinessForm
      heading={{
        as: 'h2',
        id: 'register-business-heading',
        text: 'Register Your Business',
        intro: 'Put your business in front of travellers planning their Sri Lanka trip. Fields marked * are required.',
      }}
      initial={emptyBusinessForm}
      submitLabel="Register Business"
      submittingLabel="Registering..."
      failureText="Failed to register."
      save={register}
      afterSave="clear"
      onSaved={(result) => setManagementCode(result.managementCode ?? null)}
      footer={managementCode ? <ManagementCodeNotice managementCode={managementCode} /> : null}
    />
  );
}
