export declare const chromiumLaunchOptions: {
  executablePath: string | undefined;
  args: string[];
};
