import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "../../../components/ui";

/**
 * Copies `text` to the clipboard and confirms with a toast; when the browser refuses, says how to
 * copy by hand.
 */
export function CopyNoteButton({ text, label = "Copy text" }: { text: string; label?: string }) {
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(text);
      toast.success("Note copied to the clipboard");
    } catch {
      toast.error("Could not copy. Select the text and press Ctrl+C (or ⌘C) to copy it.");
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()}>
      <Copy className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}
