import type { Diario } from '@gdo/domain/diario-response';
import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useToast } from '@/components/ui/toast/toast-context';
import { failureText } from '@/components/ui/toast/use-failure-toast';
import { useExportDiarioPdf } from '@/entities/diarios/api/export-diario';

// The report's PDF, through the download helper (the token travels in a header, not a link).
export function PdfButton({ diario }: { diario: Diario }) {
  const exportar = useExportDiarioPdf();
  const toast = useToast();
  return (
    <Button
      variant="default"
      loading={exportar.isPending}
      leftSection={<IconFileTypePdf size={18} aria-hidden />}
      onClick={() =>
        exportar.mutate(
          { id: diario.id, numero: diario.numero },
          {
            onError: (error) =>
              toast.show({ type: 'danger', text: failureText('Não foi possível gerar o PDF.', error) }),
          },
        )
      }
    >
      Baixar PDF
    </Button>
  );
}
