import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/gql';
import type { RegisterBusinessInput } from '../../gql/graphql';
import type { BusinessSaveResult } from './business-form-values';
import { BusinessesRouteQueryDocument } from './queries';

export const RegisterBusinessMutationDocument = graphql(`
  mutation RegisterBusiness($input: RegisterBusinessInput!) {
    registerBusiness(input: $input) {
      message
      managementCode
      locationNotice
      business {
        id
        name
      }
    }
  }
`);

/** Registers a listing and reloads the directory's first page, so the new listing shows at the top. */
export function useRegisterBusiness() {
  const [mutate] = useMutation(RegisterBusinessMutationDocument, {
    refetchQueries: [BusinessesRouteQueryDocument],
  });

  const register = useCallback(
    async (input: RegisterBusinessInput): Promise<BusinessSaveResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        const registered = data?.registerBusiness;
        const managementCode = registered?.managementCode
          ? { businessId: registered.business.id, code: registered.managementCode }
          : null;
        return {
          ok: true,
          message: registered?.message || 'Business registered!',
          managementCode,
          locationNotice: registered?.locationNotice ?? null,
          ...(registered ? { businessId: registered.business.id } : {}),
        };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [mutate],
  );

  // The form's own `submitting` says when a registration is under way.
  return { register };
}
