import { Alert, Badge, Box, Button, Flex, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CameraIcon, TrashIcon } from '../../components/icons';
import { toast } from '../../components/toast';
import type { BusinessPhotos_BusinessFragment } from '../../gql/graphql';
import { MAX_PHOTOS, PHOTO_TYPES, type ListingAccess } from './photo-upload';
import { useBusinessPhotos } from './useBusinessPhotos';

type Photo = BusinessPhotos_BusinessFragment['photos'][number];

const uploadingText = (progress: { done: number; of: number } | null) =>
  progress && progress.of > 1 ? `Uploading ${Math.min(progress.done + 1, progress.of)} of ${progress.of}...` : 'Uploading...';

type BusinessPhotosProps = {
  businessId: string;
  /** The listing's name, for the photos' alt text and the buttons' labels. */
  name: string;
  photos: readonly Photo[];
  access: ListingAccess;
};

/**
 * The edit page's Photos: up to six, the first the cover on the listing's card. Photos are sent one after another
 * as they are picked; the server checks each one, and its reason for refusing one is shown here as it said it.
 */
export function BusinessPhotos({ businessId, name, photos, access }: BusinessPhotosProps) {
  const { upload, remove, makeCover } = useBusinessPhotos(businessId, access);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ done: number; of: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [removing, setRemoving] = useState<{ photo: Photo; position: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const full = photos.length >= MAX_PHOTOS;

  const uploadFiles = async (files: File[]) => {
    setProblems([]);
    const found: string[] = [];
    let added = 0;
    setUploading({ done: 0, of: files.length });
    for (const [index, file] of files.entries()) {
      const result = await upload(file);
      setUploading({ done: index + 1, of: files.length });
      if (result.ok) {
        added += 1;
        continue;
      }
      found.push(files.length > 1 ? `${file.name}: ${result.message}` : result.message);
      // Full, too many uploads, or not allowed: the files after this one would be refused the same way.
      if ([401, 403, 404, 409, 429].includes(result.status)) break;
    }
    setUploading(null);
    setProblems(found);
    if (added > 0) toast({ title: added === 1 ? 'Photo added' : `${added} photos added`, type: 'success' });
  };

  const cover = async (photo: Photo) => {
    setBusy(true);
    const result = await makeCover(photo.id, photos.map((each) => each.id));
    setBusy(false);
    if (result.ok) toast({ title: 'Cover photo changed', description: 'It now shows first, on your listing’s card.', type: 'success' });
    else toast({ title: 'Error', description: result.message, type: 'error' });
  };

  return (
    <Box as="section" aria-labelledby="business-photos-heading" bg="bg" rounded="2xl" borderWidth="1px" shadow="sm" p={{ base: 5, md: 7 }} minW="0">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="1">
        <Heading as="h2" id="business-photos-heading" size="xl">
          Photos
        </Heading>
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {photos.length} of {MAX_PHOTOS}
        </Text>
      </Flex>
      <Text color="fg.muted" mb="5">
        JPEG, PNG or WebP, up to 5 MB each. The first photo is the cover, shown on your listing’s card. Location and camera details are removed.
      </Text>

      {photos.length > 0 ? (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3 }} gap="3" mb="5" aria-label={`Photos of ${name}`}>
          {photos.map((photo, index) => {
            const label = `photo ${index + 1}`;
            return (
              <Stack as="li" key={photo.id} gap="2" minW="0">
                <Box position="relative">
                  {/* A plain <img> inside, so width and height are its attributes (space kept while it loads), not styles. */}
                  <Image asChild w="full" h="auto" aspectRatio={4 / 3} objectFit="cover" rounded="lg" bg="bg.muted">
                    <img src={photo.small.url} alt={`${name}, ${label}`} width={photo.small.width} height={photo.small.height} loading="lazy" />
                  </Image>
                  {index === 0 ? (
                    <Badge position="absolute" top="2" left="2" colorPalette="teal" variant="solid">
                      Cover
                    </Badge>
                  ) : null}
                </Box>
                <Flex gap="2" wrap="wrap">
                  {index > 0 ? (
                    <Button size="xs" variant="outline" disabled={busy} onClick={() => void cover(photo)} aria-label={`Make ${label} the cover`}>
                      Make Cover
                    </Button>
                  ) : null}
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving({ photo, position: index + 1 })} aria-label={`Remove ${label}`}>
                    <TrashIcon />
                    Remove
                  </Button>
                </Flex>
              </Stack>
            );
          })}
        </SimpleGrid>
      ) : (
        <Text color="fg.muted" mb="5">
          No photos yet. Listings with photos get more attention from travellers.
        </Text>
      )}

      {full ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>This listing has the most photos it may have ({MAX_PHOTOS}). Remove one to add another.</Alert.Description>
        </Alert.Root>
      ) : (
        <>
          <input
            ref={input}
            type="file"
            accept={PHOTO_TYPES}
            multiple
            hidden
            aria-label="Choose photos to add"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void uploadFiles(files);
            }}
          />
          <Button variant="outline" onClick={() => input.current?.click()} loading={uploading !== null} loadingText={uploadingText(uploading)} width={{ base: 'full', sm: 'auto' }}>
            <CameraIcon />
            Add Photos
          </Button>
        </>
      )}

      {problems.length > 0 ? (
        <Alert.Root status="error" mt="4" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{problems.length === 1 ? 'The photo was not added.' : 'Some photos were not added.'}</Alert.Title>
            {problems.map((problem) => (
              <Alert.Description key={problem}>{problem}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        title="Remove this photo?"
        body={removing ? `Photo ${removing.position} will be removed from ${name}. This cannot be undone.` : null}
        confirm="Remove Photo"
        loading={busy}
        onConfirm={async () => {
          if (!removing) return;
          setBusy(true);
          const result = await remove(removing.photo.id);
          setBusy(false);
          if (!result.ok) throw new Error(result.message);
        }}
        done="Photo removed"
        failed={(error) => (error instanceof Error ? error.message : 'Could not remove the photo. Please try again.')}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
