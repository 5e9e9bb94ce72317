import { ScreenHeader } from '../../components/ui/screen-header';

/** The dashboard; built by a later issue, until then its title and tagline. */
export default function HomeScreen() {
  return <ScreenHeader title="Ninety" subtitle="Ninety days to gold" />;
}
