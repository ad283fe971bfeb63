import { useMutation } from '@apollo/client/react';
import { Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../components/DialogFrame';
import { FormField } from '../../components/FormField';
import { isRefusal } from '../../components/server-errors';
import { toast } from '../../components/toast';
import { useForm } from '../../components/useForm';
import { graphql } from '../../gql/gql';
import type { BusinessReportReason } from '../../gql/graphql';
import { useBusinessT, type BusinessT } from './i18n';
import { REPORT_DETAIL_MAX, reportReasons } from './report-reasons';
import { OptionsSelect } from '../../components/OptionsSelect';

export const ReportBusinessMutationDocument = graphql(`
  mutation ReportBusiness($input: ReportBusinessInput!) {
    reportBusiness(input: $input) {
      message
      businessId
    }
  }
`);

type ReportValues = { reason: BusinessReportReason | ''; detail: string };
const emptyReport: ReportValues = { reason: '', detail: '' };

const rulesOf = (t: BusinessT) => ({
  reason: (value: ReportValues['reason']) => (value ? null : t('report.reasonRequired')),
  detail: (value: string) =>
    value.trim().length > REPORT_DETAIL_MAX ? t('report.detailTooLong', { max: String(REPORT_DETAIL_MAX) }) : null,
});

/**
 * "Report this listing": a small dialog asking why, sent signed in or not. The server takes one report per person and
 * listing and a few an hour; its refusals (already reported, too many) are said in a toast, a bad field under it.
 */
export function ReportBusinessButton({ id, name }: { id: string; name: string }) {
  const t = useBusinessT();
  const [open, setOpen] = useState(false);
  const [report] = useMutation(ReportBusinessMutationDocument);
  const form = useForm({
    initial: emptyReport,
    rules: rulesOf(t),
    onSubmit: async ({ reason, detail }) => {
      try {
        const { data } = await report({
          variables: {
            input: { businessId: id, reason: reason as BusinessReportReason, detail: detail.trim() || null },
          },
        });
        close();
        toast({ title: t('report.sent'), description: data?.reportBusiness.message, type: 'success' });
      } catch (error) {
        const refused = form.showServerError(error);
        if (refused?.field) return;
        // Already reported, too many, or a listing gone meanwhile: the server's words; anything else, ours.
        const said = refused !== null && (refused.code === 'NOT_FOUND' || isRefusal(refused));
        toast({ title: t('error'), description: said ? refused.message : t('report.failed'), type: 'error' });
      }
    },
  });

  const close = () => {
    setOpen(false);
    form.reset(emptyReport);
  };

  return (
    <>
      <Button variant="plain" size="sm" px="0" color="fg.muted" alignSelf="flex-start" onClick={() => setOpen(true)}>
        {t('report.open')}
      </Button>
      <DialogFrame
        open={open}
        onClose={close}
        title={t('report.open')}
        onSubmit={(event) => void form.handleSubmit(event)}
        noValidate
        footer={
          <>
            <Button variant="outline" onClick={close}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" colorPalette="red" loading={form.submitting} loadingText={t('report.sending')}>
              {t('report.send')}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <Text>{t('report.intro', { name })}</Text>
          <FormField label={t('report.reason')} required {...form.field('reason')}>
            <OptionsSelect
              {...form.control('reason')}
              placeholder={t('report.chooseReason')}
              options={reportReasons.map(({ value }) => ({ value, label: t(`reason.${value}`) }))}
            />
          </FormField>
          <FormField
            label={t('report.detail')}
            helperText={t('form.characters', {
              count: String(form.values.detail.length),
              max: String(REPORT_DETAIL_MAX),
            })}
            {...form.field('detail')}
          >
            <Textarea {...form.control('detail')} maxLength={REPORT_DETAIL_MAX} rows={4} />
          </FormField>
        </Stack>
      </DialogFrame>
    </>
  );
}
