import { createFileRoute } from '@tanstack/react-router';
import { FileUploadPage } from '../../features/training/components/FileUploadPage';
import { fileSearch } from '../../features/training/search';
import { listSearch } from '../../lib/list-search';
import { useSearchState } from '../../lib/route-search';
import { guardRoute } from '../../lib/guards';

export const Route = createFileRoute('/_app/file-upload')({ beforeLoad: guardRoute, ...listSearch(fileSearch), component: FileUploadRoute });

function FileUploadRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <FileUploadPage search={search} onSearchChange={setSearch} />;
}
