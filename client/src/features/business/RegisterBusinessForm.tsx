import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RegisterBusinessInput } from '../../gql/graphql';
import { BusinessForm } from './BusinessForm';
import { emptyBusinessForm, type BusinessSaveResult } from './business-form-values';
import { uploadInTurn } from './photo-upload';
import { PendingPhotos } from './PendingPhotos';
import { useBusinessT } from './i18n';
import type { RegisteredState } from './registered-state';
import { useRegisterBusiness } from './useRegisterBusiness';
import { usePhotoUpload } from './useBusinessPhotos';

/**
 * Registers a listing with its photos: the photos picked here are sent once the listing exists (with the session, or
 * the management code a signed-out registration is given), then the owner is taken to the new listing's page, which
 * says what was done (and shows the management code, the one time it is shown).
 */
export function RegisterBusinessForm({ token = null }: { token?: string | null }) {
  const t = useBusinessT();
  const navigate = useNavigate();
  const { register } = useRegisterBusiness();
  const upload = usePhotoUpload();
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);

  const save = async (input: RegisterBusinessInput): Promise<BusinessSaveResult> => {
    const result = await register(input);
    if (!result.ok || !result.businessId) return result;
    const businessId = result.businessId;
    setSending(true);
    const access = { token, managementCode: result.managementCode?.code ?? null };
    const { added, problems } = await uploadInTurn(files, (file) => upload(businessId, file, access));
    const registered: RegisteredState = {
      message: result.message,
      managementCode: result.managementCode ?? null,
      locationNotice: result.locationNotice ?? null,
      photosAdded: added,
      photoProblems: problems,
    };
    void navigate(`/business/${encodeURIComponent(businessId)}`, { state: { registered } });
    return result;
  };

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
      submittingLabel={sending ? t('register.sendingPhotos') : t('register.submitting')}
      failureText={t('register.failed')}
      save={save}
      afterSave="clear"
      photos={<PendingPhotos files={files} onChange={setFiles} disabled={sending} />}
    />
  );
}
