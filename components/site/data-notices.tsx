import styles from "./wordnet-licence.module.css";

// The notices of the word list (SCOWL) and the pronouncing dictionary (CMU),
// verbatim from prisma/data/SCOWL-LICENSE.txt and CMUDICT-LICENSE.txt: both
// ask that their copyright and permission notice appear with the data they
// gave, and the IPA is on every card.
const NOTICES = [
  {
    title: "SCOWL notice",
    cite: "http://wordlist.aspell.net/scowl-readme/",
    paragraphs: [
      "Copyright 2000-2016 by Kevin Atkinson",
      'Permission to use, copy, modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in all copies and that both that copyright notice and this permission notice appear in supporting documentation. Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as is" without express or implied warranty.',
    ],
  },
  {
    title: "CMU Pronouncing Dictionary licence",
    cite: "https://github.com/cmusphinx/cmudict",
    paragraphs: [
      "Copyright (C) 1993-2015 Carnegie Mellon University. All rights reserved.",
      "Redistribution and use in source and binary forms, with or without modification, are permitted provided that the following conditions are met: 1. Redistributions of source code must retain the above copyright notice, this list of conditions and the following disclaimer. The contents of this file are deemed to be source code. 2. Redistributions in binary form must reproduce the above copyright notice, this list of conditions and the following disclaimer in the documentation and/or other materials provided with the distribution.",
      "This work was supported in part by funding from the Defense Advanced Research Projects Agency, the Office of Naval Research and the National Science Foundation of the United States of America, and by member companies of the Carnegie Mellon Sphinx Speech Consortium. We acknowledge the contributions of many volunteers to the expansion and improvement of this dictionary.",
      "THIS SOFTWARE IS PROVIDED BY CARNEGIE MELLON UNIVERSITY ``AS IS'' AND ANY EXPRESSED OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL CARNEGIE MELLON UNIVERSITY NOR ITS EMPLOYEES BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.",
    ],
  },
] as const;

export function DataNotices() {
  return (
    <>
      {NOTICES.map(({ title, cite, paragraphs }) => (
        <figure key={title} className={styles.licence}>
          <figcaption className={styles.caption}>{title}</figcaption>
          <blockquote className={styles.text} cite={cite}>
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </blockquote>
        </figure>
      ))}
    </>
  );
}
