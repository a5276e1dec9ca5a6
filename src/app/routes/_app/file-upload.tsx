import { createFileRoute } from '@tanstack/react-router';
import { FileUploadPage } from '../../features/training/components/FileUploadPage';
import { guard } from '../../lib/guards';

export const Route = createFileRoute('/_app/file-upload')({
  beforeLoad: guard('/file-upload'),
  component: FileUploadPage,
});
