import sharp from "sharp";
import { readFileSync } from "node:fs";
import { cameraPhoto } from "/work/main/bench/camera-photo.ts";
import { imageVariants } from "/work/main/server/media/image-variants.ts";
const off = process.argv[2] === "off";
if (off) sharp.cache(false);
const rss = () => Math.round(Number(readFileSync("/proc/self/status","utf8").match(/VmRSS:\s+(\d+)/)![1]) / 1024);
const photo = await cameraPhoto({ width: 4000, height: 3000 });
console.log("before", rss());
for (let i = 0; i < 2; i++) { await imageVariants(photo); }
(globalThis as any).gc?.();
await new Promise(r => setTimeout(r, 2000));
console.log(off ? "cache off" : "cache on", "after", rss(), JSON.stringify(sharp.cache()));
