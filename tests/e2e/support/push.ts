// A loopback PushDeer for the browser tests: it records the title ("text")
// of every push the binary sends, so a test can check what a user was told.
import { createServer, type Server } from "node:http";

export type PushStandin = { url: string; texts: string[]; server: Server };

export function startPushStandin(): Promise<PushStandin> {
  const texts: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      if (req.url === "/message/push") texts.push(new URLSearchParams(body).get("text") ?? "");
      res.setHeader("Content-Type", "application/json");
      res.end('{"code":0}');
    });
  });
  return new Promise((done) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      done({ url: `http://127.0.0.1:${port}`, texts, server });
    });
  });
}
