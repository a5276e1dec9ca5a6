import { createFileRoute } from '@tanstack/react-router';
import { FileUploadPage } from '@app/features/training/components/FileUploadPage';
import { fileSearch } from '@app/features/training/search';
import { listSearch } from '@app/lib/list-search';
import { useSearchState } from '@app/lib/route-search';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/file-upload')({ beforeLoad: guardRoute, ...listSearch(fileSearch), component: FileUploadRoute });

function FileUploadRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <FileUploadPage search={search} onSearchChange={setSearch} />;
}
