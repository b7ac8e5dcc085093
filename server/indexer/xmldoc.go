package indexer

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"
)

// xmlDocument reads an XML answer (RSS, Torznab-like feeds) into the same
// node tree HTML pages are read into, so the definition's CSS selectors
// run on it as Jackett runs them on its XML documents. The HTML parser
// cannot be used: it empties RSS's <link>. Names keep their prefix
// ("torznab:attr", selected as torznab\:attr) and are lower-cased, as
// CSS type selectors are.
func xmlDocument(body []byte) (*goquery.Document, error) {
	dec := xml.NewDecoder(bytes.NewReader(body))
	dec.Strict = false
	dec.AutoClose = xml.HTMLAutoClose
	dec.Entity = xml.HTMLEntity
	root := &html.Node{Type: html.DocumentNode}
	cur := root
	for {
		tok, err := dec.RawToken()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			n := &html.Node{Type: html.ElementNode, Data: xmlName(t.Name)}
			for _, a := range t.Attr {
				n.Attr = append(n.Attr, html.Attribute{Key: xmlName(a.Name), Val: a.Value})
			}
			cur.AppendChild(n)
			cur = n
		case xml.EndElement:
			if cur.Parent != nil {
				cur = cur.Parent
			}
		case xml.CharData:
			cur.AppendChild(&html.Node{Type: html.TextNode, Data: string(t)})
		}
	}
	return goquery.NewDocumentFromNode(root), nil
}

func xmlName(n xml.Name) string {
	if n.Space != "" {
		return strings.ToLower(n.Space + ":" + n.Local)
	}
	return strings.ToLower(n.Local)
}
