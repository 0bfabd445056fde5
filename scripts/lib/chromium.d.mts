export declare const chromiumPath: string | undefined;
export declare const chromiumLaunchOptions: {
  executablePath: string | undefined;
  args: string[];
};
