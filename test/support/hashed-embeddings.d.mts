export declare const HASHED_DIMENSIONS: number;
export declare function hashedEmbedding(text: string, dimensions?: number): number[];
export declare function startHashedEmbeddings(options?: { port?: number; fail?: () => number | undefined }): Promise<{
  url: string;
  stats: { requests: number; inputs: number };
  close(): Promise<void>;
}>;
