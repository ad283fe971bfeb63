import { Alert, Badge, Box, Button, Flex, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CameraIcon, TrashIcon } from '../../components/icons';
import { toast } from '../../components/toast';
import type { BusinessPhotos_BusinessFragment } from '../../gql/graphql';
import { MAX_PHOTOS, PHOTO_TYPES, uploadInTurn, type ListingAccess } from './photo-upload';
import { useBusinessT, type BusinessT } from './i18n';
import { useBusinessPhotos } from './useBusinessPhotos';

type Photo = BusinessPhotos_BusinessFragment['photos'][number];

const uploadingText = (progress: { done: number; of: number } | null, t: BusinessT) =>
  progress && progress.of > 1
    ? t('photos.uploadingOf', { n: String(Math.min(progress.done + 1, progress.of)), of: String(progress.of) })
    : t('photos.uploading');

type BusinessPhotosProps = {
  businessId: string;
  /** The listing's name, for the photos' alt text and the buttons' labels. */
  name: string;
  photos: readonly Photo[];
  access: ListingAccess;
  /** Inside the listing's form, above its Save button: a part of the form, not a card of its own. */
  embedded?: boolean;
};

/**
 * The edit page's Photos: up to six, the first the cover on the listing's card. Photos are sent one after another
 * as they are picked; the server checks each one, and its reason for refusing one is shown here as it said it.
 */
export function BusinessPhotos({ businessId, name, photos, access, embedded = false }: BusinessPhotosProps) {
  const t = useBusinessT();
  const { upload, remove, makeCover } = useBusinessPhotos(businessId, access);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ done: number; of: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  /** Files that failed on the way (no answer, the server gave up waiting): kept, so Try Again sends them as they were picked. */
  const [kept, setKept] = useState<File[]>([]);
  const [removing, setRemoving] = useState<{ photo: Photo; position: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const full = photos.length >= MAX_PHOTOS;

  const uploadFiles = async (files: File[]) => {
    setProblems([]);
    setKept([]);
    setUploading({ done: 0, of: files.length });
    const {
      added,
      problems: found,
      again,
    } = await uploadInTurn(files, upload, (done) => setUploading({ done, of: files.length }));
    setUploading(null);
    setProblems(found);
    setKept(again);
    if (added > 0) toast({ title: t('photos.added', { count: added }), type: 'success' });
  };

  const cover = async (photo: Photo) => {
    setBusy(true);
    const result = await makeCover(
      photo.id,
      photos.map((each) => each.id),
    );
    setBusy(false);
    if (result.ok)
      toast({ title: t('photos.coverChanged'), description: t('photos.coverChangedText'), type: 'success' });
    else toast({ title: t('error'), description: result.message, type: 'error' });
  };

  return (
    <Box
      as="section"
      aria-labelledby="business-photos-heading"
      minW="0"
      {...(embedded
        ? { borderTopWidth: '1px', pt: '5' }
        : { bg: 'bg', rounded: '2xl', borderWidth: '1px', shadow: 'sm', p: { base: 5, md: 7 } })}
    >
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="1">
        <Heading as="h2" id="business-photos-heading" size={embedded ? 'md' : 'xl'}>
          {t('photos.heading')}
        </Heading>
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {t('photos.count', { count: String(photos.length), max: String(MAX_PHOTOS) })}
        </Text>
      </Flex>
      <Text color="fg.muted" mb="5">
        {t('photos.rules')}
      </Text>

      {photos.length > 0 ? (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 2, sm: 3 }}
          gap="3"
          mb="5"
          aria-label={t('photos.of', { name })}
        >
          {photos.map((photo, index) => {
            const n = String(index + 1);
            return (
              <Stack as="li" key={photo.id} gap="2" minW="0">
                <Box position="relative">
                  {/* A plain <img> inside, so width and height are its attributes (space kept while it loads), not styles. */}
                  <Image asChild w="full" h="auto" aspectRatio={4 / 3} objectFit="cover" rounded="lg" bg="bg.muted">
                    <img
                      src={photo.small.url}
                      alt={t('photos.alt', { name, n })}
                      width={photo.small.width}
                      height={photo.small.height}
                      loading="lazy"
                    />
                  </Image>
                  {index === 0 ? (
                    <Badge position="absolute" top="2" left="2" colorPalette="teal" variant="solid">
                      {t('photos.cover')}
                    </Badge>
                  ) : null}
                </Box>
                <Flex gap="2" wrap="wrap">
                  {index > 0 ? (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={busy}
                      onClick={() => void cover(photo)}
                      aria-label={t('photos.makeCoverLabel', { n })}
                    >
                      {t('photos.makeCover')}
                    </Button>
                  ) : null}
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setRemoving({ photo, position: index + 1 })}
                    aria-label={t('photos.removeLabel', { n })}
                  >
                    <TrashIcon />
                    {t('photos.remove')}
                  </Button>
                </Flex>
              </Stack>
            );
          })}
        </SimpleGrid>
      ) : (
        <Text color="fg.muted" mb="5">
          {t('photos.none')}
        </Text>
      )}

      {full ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('photos.full', { max: String(MAX_PHOTOS) })}</Alert.Description>
        </Alert.Root>
      ) : (
        <>
          <input
            ref={input}
            type="file"
            accept={PHOTO_TYPES}
            multiple
            hidden
            aria-label={t('photos.choose')}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void uploadFiles(files);
            }}
          />
          <Button
            variant="outline"
            onClick={() => input.current?.click()}
            loading={uploading !== null}
            loadingText={uploadingText(uploading, t)}
            width={{ base: 'full', sm: 'auto' }}
          >
            <CameraIcon />
            {t('photos.add')}
          </Button>
        </>
      )}

      {problems.length > 0 ? (
        <Alert.Root status="error" mt="4" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{problems.length === 1 ? t('photos.notAdded') : t('photos.someNotAdded')}</Alert.Title>
            {problems.map((problem) => (
              <Alert.Description key={problem}>{problem}</Alert.Description>
            ))}
            {kept.length > 0 && !full ? (
              <Flex mt="2" gap="3" align="center" wrap="wrap">
                <Text fontSize="sm">{t('photos.retryKept', { count: kept.length })}</Text>
                <Button size="sm" variant="outline" loading={uploading !== null} onClick={() => void uploadFiles(kept)}>
                  {t('photos.retry')}
                </Button>
              </Flex>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        title={t('photos.removeTitle')}
        body={removing ? t('photos.removeBody', { n: String(removing.position), name }) : null}
        confirm={t('photos.removeConfirm')}
        loading={busy}
        onConfirm={async () => {
          if (!removing) return;
          setBusy(true);
          const result = await remove(removing.photo.id);
          setBusy(false);
          if (!result.ok) throw new Error(result.message);
        }}
        done={t('photos.removed')}
        failed={(error) => (error instanceof Error ? error.message : t('photos.removeFailed'))}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
