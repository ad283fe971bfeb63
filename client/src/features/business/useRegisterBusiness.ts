import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql/gql';
import type { RegisterBusinessInput } from '../../gql/graphql';
import { BusinessesRouteQueryDocument } from './queries';

export const RegisterBusinessMutationDocument = graphql(`
  mutation RegisterBusiness($input: RegisterBusinessInput!) {
    registerBusiness(input: $input) {
      message
      business {
        id
        name
      }
    }
  }
`);

export type RegisterBusinessField = keyof RegisterBusinessInput;

export type RegisterBusinessResult =
  | { ok: true; message: string }
  /** `error` is what the server answered, for the form to put under the field it names. */
  | { ok: false; error: unknown };

/** Registers a listing and reloads the directory's first page, so the new listing shows at the top. */
export function useRegisterBusiness() {
  const [mutate] = useMutation(RegisterBusinessMutationDocument, {
    refetchQueries: [BusinessesRouteQueryDocument],
  });

  const register = useCallback(
    async (input: RegisterBusinessInput): Promise<RegisterBusinessResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        return { ok: true, message: data?.registerBusiness.message || 'Business registered!' };
      } catch (error) {
        return { ok: false, error };
      }
    },
    [mutate],
  );

  // The form's own `submitting` says when a registration is under way.
  return { register };
}
