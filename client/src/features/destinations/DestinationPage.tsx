import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PagePlaceholder } from '../../components/PagePlaceholder';

const destinationNames: Record<string, string> = {
  sigiriya: 'Sigiriya',
  weligama: 'Weligama',
  ella: 'Ella',
  mirissa: 'Mirissa',
  colombo: 'Colombo',
  kandy: 'Kandy',
  yala: 'Yala',
  polonnaruwa: 'Polonnaruwa',
};

export function DestinationPage() {
  const { slug = '' } = useParams();
  const name = Object.hasOwn(destinationNames, slug) ? destinationNames[slug] : undefined;

  if (!name) {
    return (
      <PagePlaceholder
        title="Destination not found"
        notice={
          <>
            We have no guide for this place.{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/#destinations">See all destinations</RouterLink>
            </Link>
          </>
        }
      />
    );
  }
  return <PagePlaceholder title={name} notice={`The full guide to ${name}, Sri Lanka arrives soon.`} />;
}
