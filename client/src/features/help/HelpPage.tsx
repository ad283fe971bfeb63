import { Link } from '@chakra-ui/react';
import { PagePlaceholder } from '../../components/PagePlaceholder';

export function HelpPage() {
  return (
    <PagePlaceholder
      title="Help Center"
      notice={
        <>
          Help articles are on their way; until then, write to{' '}
          <Link href="mailto:support@tripmate.lk" color="brand.fg">
            support@tripmate.lk
          </Link>
          .
        </>
      }
    />
  );
}
