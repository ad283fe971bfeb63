import { Alert, Badge, Box, Button, Flex, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CameraIcon, TrashIcon } from '../../components/icons';
import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_TYPES } from './photo-upload';
import { useBusinessT } from './i18n';

type PendingPhotosProps = {
  readonly files: readonly File[];
  readonly onChange: (files: File[]) => void;
  readonly disabled?: boolean;
};

/**
 * Photos picked while registering a listing, kept in the browser and sent once it is registered (the server checks
 * each then, as on the edit page). Shown as they will be: in order, the first the cover. A photo too large is said
 * at once rather than after the listing is made.
 */
export function PendingPhotos({ files, onChange, disabled = false }: PendingPhotosProps) {
  const t = useBusinessT();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // One preview address per file while it is shown, released when it goes.
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);
  const full = files.length >= MAX_PHOTOS;

  const add = (picked: File[]) => {
    const tooLarge = picked.filter((file) => file.size > MAX_PHOTO_BYTES);
    const fitting = picked.filter((file) => file.size <= MAX_PHOTO_BYTES);
    const room = MAX_PHOTOS - files.length;
    setProblem(
      tooLarge.length > 0
        ? `${tooLarge.map((file) => file.name).join(', ')}: ${t('photos.tooLarge')}`
        : fitting.length > room
          ? t('register.photosTooMany', { max: String(MAX_PHOTOS) })
          : null,
    );
    onChange([...files, ...fitting.slice(0, room)]);
  };

  return (
    <Box as="section" aria-labelledby="register-photos-heading" borderTopWidth="1px" pt="5" minW="0">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="1">
        <Heading as="h3" id="register-photos-heading" size="md">
          {t('register.photos')}
        </Heading>
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {t('photos.count', { count: String(files.length), max: String(MAX_PHOTOS) })}
        </Text>
      </Flex>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {t('register.photosHint')} {t('photos.rules')}
      </Text>
      {previews.length > 0 ? (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 2, sm: 3 }}
          gap="3"
          mb="4"
          aria-label={t('register.photosChosen')}
        >
          {previews.map(({ file, url }, index) => (
            <Stack as="li" key={url} gap="2" minW="0">
              <Box position="relative">
                <Image
                  src={url}
                  alt={file.name}
                  w="full"
                  aspectRatio={4 / 3}
                  objectFit="cover"
                  rounded="lg"
                  bg="bg.muted"
                />
                {index === 0 ? (
                  <Badge position="absolute" top="2" left="2" colorPalette="teal" variant="solid">
                    {t('photos.cover')}
                  </Badge>
                ) : null}
              </Box>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                alignSelf="start"
                disabled={disabled}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                aria-label={t('register.photoRemove', { name: file.name })}
              >
                <TrashIcon />
                {t('photos.remove')}
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
      ) : null}
      {full ? null : (
        <>
          <input
            ref={input}
            type="file"
            accept={PHOTO_TYPES}
            multiple
            hidden
            aria-label={t('photos.choose')}
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])];
              event.target.value = '';
              if (picked.length > 0) add(picked);
            }}
          />
          <Button
            variant="outline"
            onClick={() => input.current?.click()}
            disabled={disabled}
            width={{ base: 'full', sm: 'auto' }}
          >
            <CameraIcon />
            {t('photos.add')}
          </Button>
        </>
      )}
      {problem ? (
        <Alert.Root status="warning" mt="3" size="sm">
          <Alert.Indicator />
          <Alert.Description>{problem}</Alert.Description>
        </Alert.Root>
      ) : null}
    </Box>
  );
}
