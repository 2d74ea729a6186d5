import { z } from "zod";
const s = z.string().superRefine((v, ctx) => { if (v.length < 16) ctx.addIssue({ code: "too_small", origin: "string", minimum: 16, inclusive: true, input: v }); else ctx.addIssue({code:"custom", message:"nik_invalid"}); });
console.log(JSON.stringify(s.safeParse("123").error?.issues), JSON.stringify(s.safeParse("1".repeat(16)).error?.issues));
