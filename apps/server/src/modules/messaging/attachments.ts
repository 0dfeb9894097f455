// Files sent with a message (docs/messages.md): base64 in the body, at most MESSAGE_ATTACHMENT_MAX_BYTES
// each, a picture, a PDF or audio as their bytes say (uploads' content check, never the name), kept in
// the private storage the uploads use and read back only by the conversation's participants.
import { randomUUID } from 'node:crypto';
import { MESSAGE_ATTACHMENT_MAX_BYTES } from '@spindle/contracts';
import { AppError } from '../../http/errors.ts';
import { safeFileName } from '../../storage/storage-key.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { documentContentTypeOf } from '../uploads/index.ts';
import type { NewAttachment } from './messages.repo.ts';

/** A file as the request carries it. */
export interface AttachmentInput {
  name: string;
  data: string;
}

/** A checked file, ready to store. */
interface CheckedFile {
  name: string;
  bytes: Buffer;
  contentType: string;
}

function decodeBase64(text: string, index: number): Buffer {
  const payload = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload))
    throw new AppError('input_invalid', { fields: { [`attachments.${index}.data`]: 'input_invalid' } });
  return Buffer.from(payload, 'base64');
}

/** Decodes and checks every file before anything is stored: size, then type by content. */
export function checkAttachments(inputs: readonly AttachmentInput[]): CheckedFile[] {
  return inputs.map((input, index) => {
    const bytes = decodeBase64(input.data, index);
    if (bytes.length === 0)
      throw new AppError('input_invalid', { fields: { [`attachments.${index}.data`]: 'input_required' } });
    if (bytes.length > MESSAGE_ATTACHMENT_MAX_BYTES) throw new AppError('file_max_size');
    const contentType = documentContentTypeOf(bytes);
    if (!contentType) throw new AppError('file_type_invalid');
    return { name: input.name, bytes, contentType };
  });
}

/** Stores checked files under the conversation's folder; returns their rows to insert (and their keys). */
export async function storeAttachments(
  storage: FileStorage,
  conversationId: number,
  files: readonly CheckedFile[],
): Promise<NewAttachment[]> {
  const stored: NewAttachment[] = [];
  try {
    for (const file of files) {
      const storageKey = `messages/${conversationId}/${randomUUID()}/${safeFileName(file.name)}`;
      await storage.put(storageKey, file.bytes, file.contentType);
      stored.push({ storageKey, name: file.name, contentType: file.contentType, sizeBytes: file.bytes.length });
    }
  } catch (err) {
    await removeStored(storage, stored);
    throw err;
  }
  return stored;
}

/** Takes stored files away again (their message was not written). */
export async function removeStored(storage: FileStorage, files: readonly NewAttachment[]): Promise<void> {
  await Promise.allSettled(files.map((file) => storage.delete(file.storageKey)));
}
