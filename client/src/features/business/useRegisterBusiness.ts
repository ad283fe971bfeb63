import { CombinedGraphQLErrors } from '@apollo/client/errors';
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

const inputFields: readonly string[] = ['name', 'address', 'email', 'telephone', 'website', 'description', 'category'];

function isRegisterBusinessField(value: unknown): value is RegisterBusinessField {
  return typeof value === 'string' && inputFields.includes(value);
}

export type RegisterBusinessResult =
  | { ok: true; message: string }
  /** `message` is the server's when it gave one; `field` names the input it is about. */
  | { ok: false; message: string | null; field: RegisterBusinessField | null };

/** Registers a listing and reloads the directory's first page, so the new listing shows at the top. */
export function useRegisterBusiness() {
  const [mutate, { loading }] = useMutation(RegisterBusinessMutationDocument, {
    refetchQueries: [BusinessesRouteQueryDocument],
  });

  const register = useCallback(
    async (input: RegisterBusinessInput): Promise<RegisterBusinessResult> => {
      try {
        const { data } = await mutate({ variables: { input } });
        return { ok: true, message: data?.registerBusiness.message || 'Business registered!' };
      } catch (error) {
        if (!CombinedGraphQLErrors.is(error)) return { ok: false, message: null, field: null };
        const withField = error.errors.find((graphQLError) => isRegisterBusinessField(graphQLError.extensions?.field));
        const reported = withField ?? error.errors[0];
        const field = reported?.extensions?.field;
        return { ok: false, message: reported?.message ?? null, field: isRegisterBusinessField(field) ? field : null };
      }
    },
    [mutate],
  );

  return { register, registering: loading };
}
