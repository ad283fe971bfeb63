import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { serverMessageOf } from '../../components/server-errors';
import { graphql } from '../../gql/gql';
import { uploadBusinessPhoto, type ListingAccess, type UploadResult } from './photo-upload';
import { useBusinessT } from './i18n';
import { BusinessPhotosFragment } from './queries';

export const DeleteBusinessPhotoMutationDocument = graphql(`
  mutation DeleteBusinessPhoto($businessId: ID!, $photoId: ID!, $managementCode: String) {
    deleteBusinessPhoto(businessId: $businessId, photoId: $photoId, managementCode: $managementCode) {
      message
      business {
        id
        ...BusinessPhotos_business
      }
    }
  }
`);

export const ReorderBusinessPhotosMutationDocument = graphql(`
  mutation ReorderBusinessPhotos($businessId: ID!, $photoIds: [ID!]!, $managementCode: String) {
    reorderBusinessPhotos(businessId: $businessId, photoIds: $photoIds, managementCode: $managementCode) {
      business {
        id
        ...BusinessPhotos_business
      }
    }
  }
`);

export type PhotoChange = { ok: true } | { ok: false; message: string };

/**
 * Sends a photo to a listing and writes the listing's photos, as the server answers them, to Apollo's cache: the
 * edit page, the listing's page and its card in the directory show them at once. For a listing just registered too.
 */
export function usePhotoUpload() {
  const client = useApolloClient();
  const t = useBusinessT();
  return useCallback(
    async (businessId: string, file: File, access: ListingAccess): Promise<UploadResult> => {
      const result = await uploadBusinessPhoto(businessId, file, access, t);
      if (result.ok) {
        client.cache.writeFragment({
          id: client.cache.identify({ __typename: 'Business', id: businessId }),
          fragment: BusinessPhotosFragment,
          data: { photos: result.photos },
        });
      }
      return result;
    },
    [client, t],
  );
}

/**
 * Adds, removes and orders a listing's photos, as its owner or with its management code. Every answer carries the
 * listing's photos, written to Apollo's cache, so the edit page and the listing's card in the directory show them at
 * once.
 */
export function useBusinessPhotos(businessId: string, access: ListingAccess) {
  const t = useBusinessT();
  const send = usePhotoUpload();
  const [deletePhoto] = useMutation(DeleteBusinessPhotoMutationDocument);
  const [reorderPhotos] = useMutation(ReorderBusinessPhotosMutationDocument);
  const { token, managementCode } = access;
  const code = managementCode ? { managementCode } : {};

  const upload = useCallback(
    (file: File): Promise<UploadResult> => send(businessId, file, { token, managementCode }),
    [businessId, send, token, managementCode],
  );

  const remove = async (photoId: string): Promise<PhotoChange> => {
    try {
      await deletePhoto({ variables: { businessId, photoId, ...code } });
      return { ok: true };
    } catch (error) {
      return { ok: false, message: serverMessageOf(error) ?? t('photos.removeFailed') };
    }
  };

  /** Moves a photo to the front: the cover, shown on the listing's card. */
  const makeCover = async (photoId: string, order: readonly string[]): Promise<PhotoChange> => {
    try {
      await reorderPhotos({
        variables: { businessId, photoIds: [photoId, ...order.filter((id) => id !== photoId)], ...code },
      });
      return { ok: true };
    } catch (error) {
      return { ok: false, message: serverMessageOf(error) ?? t('photos.coverFailed') };
    }
  };

  return { upload, remove, makeCover };
}
